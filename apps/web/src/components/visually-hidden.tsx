import type { CSSProperties, LabelHTMLAttributes, ReactNode } from 'react';

/** Off screen, still read by assistive technology (the usual clip pattern). */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** A label for a control whose visible label is shared with another (the end of a date range). */
export function HiddenLabel(props: LabelHTMLAttributes<HTMLLabelElement>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: the caller gives htmlFor
  return <label {...props} style={VISUALLY_HIDDEN} />;
}

/** Text for assistive technology only: what a picture or a placeholder says to the eye. */
export function HiddenText({ children }: { children: ReactNode }) {
  return <span style={VISUALLY_HIDDEN}>{children}</span>;
}
