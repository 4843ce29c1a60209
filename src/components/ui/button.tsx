'use client';

import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { type ButtonSize, type ButtonVariant, buttonStyles } from './button-styles';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Extra layout classes (justify-self-start, col-span-2): the look comes from variant and size. */
  className?: string;
  /** While true the button is disabled and shows `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
  'data-testid'?: string;
}

/**
 * A button (react-aria's: press events, keyboard and focus ring handled). `type="submit"` inside a
 * form; `onPress` elsewhere; `slot="close"` inside a Modal closes it.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  className,
  busy = false,
  busyLabel,
  isDisabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isDisabled={isDisabled || busy}
      className={className ? `${buttonStyles({ variant, size })} ${className}` : buttonStyles({ variant, size })}
    >
      {busy && busyLabel ? busyLabel : children}
    </AriaButton>
  );
}
