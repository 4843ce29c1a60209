/** Plain-text content (descriptions, articles) as paragraphs: blank lines separate them; no HTML is trusted. */
export function Prose({ text, className = '' }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className={`space-y-5 text-base leading-[1.8] text-ink-soft md:text-[1.05rem] ${className}`}>
      {paragraphs.map((p, i) => (
        // Paragraphs have no identity of their own; their order never changes within a render.
        // biome-ignore lint/suspicious/noArrayIndexKey: static text split once per render
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}
