import type { CSSProperties } from 'react';

/** Read out by screen readers, not shown: for names that sighted users get from the layout. */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
