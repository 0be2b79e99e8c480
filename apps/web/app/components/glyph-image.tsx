/** Text drawn in a font, as the server's outline SVG: no font file reaches the browser. */
export function GlyphImage({ src, alt, height, eager = false, className = '' }: {
  src: string;
  alt: string;
  height: number;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`glyphs block max-w-full object-contain object-left ${className}`}
      style={{ height }}
    />
  );
}
