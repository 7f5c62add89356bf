import type * as React from 'react';

/**
 * The few line glyphs the primitives draw (check, chevron, dot, close). Decorative:
 * hidden from assistive technology, sized by the caller, coloured by `currentColor`.
 */
type GlyphProps = React.ComponentProps<'svg'>;

function Glyph({ children, ...props }: GlyphProps) {
  return (
    <svg
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function CheckGlyph(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="m3.5 8.5 3 3 6-7" />
    </Glyph>
  );
}

export function MinusGlyph(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M4 8h8" />
    </Glyph>
  );
}

export function ChevronDownGlyph(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="m4 6 4 4 4-4" />
    </Glyph>
  );
}

export function ChevronUpGlyph(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="m4 10 4-4 4 4" />
    </Glyph>
  );
}

export function CloseGlyph(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="m4 4 8 8M12 4l-8 8" />
    </Glyph>
  );
}

/** A filled '!' in a circle, beside error and warning messages. */
export function AlertGlyph(props: GlyphProps) {
  return (
    <svg viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm0 3.25a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0V5A.75.75 0 0 1 8 4.25Zm0 7.5a.9.9 0 1 1 0-1.8.9.9 0 0 1 0 1.8Z" />
    </svg>
  );
}
