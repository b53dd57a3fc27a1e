import { BrandMark } from '../chrome/BrandMark';

/** While the current user loads: neutral, so neither the landing page nor the app flashes. */
export function Splash() {
  return (
    <div className="fj-splash" role="status" aria-label="Loading Founder Journal">
      <BrandMark size={56} />
      <div className="fj-splash__spinner" aria-hidden="true" />
    </div>
  );
}
