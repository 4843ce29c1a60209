// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateRange } from './date-range';
import { EmptyState } from './empty-state';
import { centsOf, Money } from './money';
import { Pager } from './pager';

afterEach(cleanup);

describe('Money, DateRange, EmptyState', () => {
  it('Money formats cents in the page language', () => {
    render(
      <p>
        <Money locale="en" cents={125050} /> / <Money locale="es" cents={95000} currency="USD" />
      </p>,
    );
    expect(screen.getByText('$1,250.50')).toBeTruthy();
    expect(screen.getByText('US$950')).toBeTruthy();
  });

  it('centsOf reads a typed amount', () => {
    expect(centsOf('1 500,5')).toBe(150050);
    expect(centsOf('0')).toBeNull();
    expect(centsOf('0', { allowZero: true })).toBe(0);
    expect(centsOf('1.234')).toBeNull();
  });

  it('DateRange shows both dates as <time> elements', () => {
    const { container } = render(<DateRange locale="en" from="2027-01-08" to="2027-01-12" />);
    expect(container.textContent).toBe('January 8, 2027 – January 12, 2027');
    expect([...container.querySelectorAll('time')].map((t) => t.getAttribute('datetime'))).toEqual(['2027-01-08', '2027-01-12']);
  });

  it('EmptyState: the inline box says why', () => {
    render(<EmptyState variant="inline" text="No properties match." testId="none" />);
    expect(screen.getByTestId('none').textContent).toBe('No properties match.');
  });
});

describe('Pager', () => {
  const labels = { label: 'Pages', previous: 'Previous', next: 'Next', page: 'Page 2 of 3' };
  it('links to the pages around this one', () => {
    render(<Pager page={2} pageCount={3} href={(n) => `/list?page=${n}`} labels={labels} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav.textContent).toContain('Page 2 of 3');
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/list?page=1');
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/list?page=3');
  });

  it('says nothing with one page', () => {
    const { container } = render(<Pager page={1} pageCount={1} href={String} labels={labels} />);
    expect(container.innerHTML).toBe('');
  });
});
