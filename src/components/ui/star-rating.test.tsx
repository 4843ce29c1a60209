// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RatingStars, StarRating } from './star-rating';

afterEach(cleanup);

const stars = (n: number) => (n === 1 ? '1 star' : `${n} stars`);
const formValue = () => new FormData(screen.getByTestId('form') as HTMLFormElement).get('overall');

describe('StarRating', () => {
  it('is a named group of five radios chosen with the keyboard, and submits the choice', async () => {
    render(
      <form data-testid="form">
        <StarRating name="overall" legend="Overall" starLabel={stars} testId="overall" />
      </form>,
    );
    expect(screen.getByRole('group', { name: 'Overall' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(formValue()).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(formValue()).toBe('3');
    await userEvent.keyboard('{ArrowRight}');
    expect(formValue()).toBe('4');
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows its error and marks its radios invalid (a failed submit focuses them)', () => {
    render(<StarRating name="overall" legend="Overall" starLabel={stars} error="Choose from 1 to 5 stars." testId="overall" />);
    expect(screen.getByTestId('overall-error').textContent).toBe('Choose from 1 to 5 stars.');
    for (const radio of screen.getAllByRole('radio')) expect(radio.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('group', { name: 'Overall' }).getAttribute('aria-describedby')).toBe(screen.getByTestId('overall-error').id);
  });
});

describe('RatingStars', () => {
  it('is one image named by its label, filled to the rounded value', () => {
    render(<RatingStars value={3.6} label="Cleanliness: 3.6 out of 5" />);
    const img = screen.getByRole('img', { name: 'Cleanliness: 3.6 out of 5' });
    expect(img.textContent).toBe('★★★★★');
    expect(img.querySelector('span')?.textContent).toBe('★');
  });
});
