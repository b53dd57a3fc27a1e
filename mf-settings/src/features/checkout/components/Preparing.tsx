import { Loader2 } from 'lucide-react';

/** 'Preparing payment...' while the client secret (and Stripe's form) load. */
export function Preparing() {
  return (
    <p className="fjs-preparing" role="status">
      <Loader2 size={20} aria-hidden="true" className="fjs-spin" />
      Preparing payment...
    </p>
  );
}
