// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChevronIcon, CloseIcon } from './icons';

afterEach(cleanup);

describe('icons', () => {
  it('are hidden from assistive technology and take their size', () => {
    const { container } = render(
      <>
        <CloseIcon className="size-4" strokeWidth="1.6" />
        <ChevronIcon side="left" />
        <ChevronIcon side="right" className="size-5" />
      </>,
    );
    const svgs = container.querySelectorAll('svg');
    expect([...svgs].map((s) => s.getAttribute('aria-hidden'))).toEqual(['true', 'true', 'true']);
    expect(svgs[0]?.getAttribute('class')).toBe('size-4');
    expect(svgs[0]?.getAttribute('stroke-width')).toBe('1.6');
    expect(svgs[1]?.querySelector('path')?.getAttribute('d')).toBe('M15 6l-6 6 6 6');
    expect(svgs[2]?.querySelector('path')?.getAttribute('d')).toBe('M9 6l6 6-6 6');
    expect(svgs[2]?.getAttribute('class')).toBe('size-5');
  });
});
