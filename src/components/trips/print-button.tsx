'use client';

/** Prints the page (the charges are laid out to print cleanly). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="min-h-11 rounded-full border border-line bg-white px-5 text-sm font-semibold transition hover:bg-sand-deep focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none print:hidden"
    >
      {label}
    </button>
  );
}
