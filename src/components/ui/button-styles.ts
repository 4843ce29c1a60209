/** The button looks of the kit, as class strings (usable in server components, on links and native buttons). */

export type ButtonVariant = 'primary' | 'accent' | 'accent-outline' | 'secondary' | 'danger' | 'danger-outline' | 'quiet';
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg';

const BASE =
  'inline-flex items-center justify-center rounded-full font-semibold transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  /** The one action of a form or dialog: Save, Send, Add. */
  primary: 'bg-ink text-white hover:bg-sea-deep',
  /** A positive action beside the primary one (Publish, Record). */
  accent: 'bg-sea-deep text-white hover:bg-sea',
  /** A light positive action repeated down a list (Retry now). */
  'accent-outline': 'border border-sea-deep text-sea-deep hover:bg-sea-deep hover:text-white',
  /** Cancel, Edit, Previous/Next: the lesser actions. */
  secondary: 'border border-line bg-white text-ink hover:bg-sand',
  /** Confirms a destructive action (in its confirmation dialog). */
  danger: 'bg-danger text-white hover:opacity-90',
  /** Opens a destructive action (Return, Unpublish, Disable): the confirmation follows. */
  'danger-outline': 'border border-danger bg-white text-danger hover:bg-danger-soft',
  /** A link-like action inside a row or a sentence (History, Reset). */
  quiet: 'text-ink-soft underline underline-offset-2 hover:text-ink',
};

const SIZES: Record<ButtonSize, string> = {
  xs: 'min-h-8 px-3 text-xs',
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-10 px-4 text-sm',
  lg: 'min-h-12 px-6 text-sm tracking-wide',
};

/**
 * The classes of a button, for the places that cannot render <Button>: a link that looks like a
 * button (`<a className={buttonStyles({ variant: 'secondary' })}>`), a submit button in a server component.
 */
export function buttonStyles({ variant = 'primary', size = 'md' }: { variant?: ButtonVariant; size?: ButtonSize } = {}): string {
  return `${BASE} ${SIZES[size]} ${VARIANTS[variant]}`;
}
