import { Suspense, type ReactNode } from 'react';
import { useNearScreen } from './useNearScreen';

/**
 * Draws `children` (typically a lazy component: its code and reads) once the place comes within `margin` of the
 * screen, `standIn` until then and while its code loads: what is below the fold stays off the first screen's path.
 */
export function LoadWhenNear({
  standIn,
  margin,
  children,
}: {
  standIn: ReactNode;
  margin?: string;
  children: ReactNode;
}) {
  const { ref, near } = useNearScreen<HTMLDivElement>(margin);
  return <div ref={ref}>{near ? <Suspense fallback={standIn}>{children}</Suspense> : standIn}</div>;
}
