import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Crown, ShieldCheck } from 'lucide-react';
import { AUTH_USER_KEY, Button, PREMIUM_PLAN, apiJson, toast, useAuth } from '@fj/ui';

/**
 * Below the widgets: the Premium upsell for everyone not Premium, and — only for the ADMIN_EMAIL account while it is
 * not Premium (the BFF's canActivateFullAccess flag) — 'Activate Full Access'. The server decides the grant.
 */
export default function PlanCards() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const activate = useMutation({
    mutationFn: () => apiJson('POST', '/api/admin/bootstrap'),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
      toast({ title: 'Full Access Granted!', description: 'You now have admin access and every Premium feature.' });
    },
    onError: () =>
      toast({
        title: 'Already Active',
        description: 'Your admin access is already activated!',
        variant: 'destructive',
      }),
  });
  if (!user || user.isPremium) return null;
  return (
    <div className="fjh-plan-cards">
      {user.canActivateFullAccess && (
        <section className="fj-card fjh-plan-card" aria-labelledby="fjh-admin-title">
          <h2 id="fjh-admin-title" className="fjh-widget__title">
            <ShieldCheck size={18} aria-hidden="true" /> Activate Full Access
          </h2>
          <p className="fj-muted">
            Your account is this app's administrator. Turn on admin tools and every Premium feature.
          </p>
          <Button onClick={() => activate.mutate()} disabled={activate.isPending}>
            Activate Full Access
          </Button>
        </section>
      )}
      <section className="fj-card fjh-plan-card fjh-plan-card--premium" aria-labelledby="fjh-premium-title">
        <h2 id="fjh-premium-title" className="fjh-widget__title">
          <Crown size={18} aria-hidden="true" /> Go Premium
        </h2>
        <p className="fj-muted">
          {PREMIUM_PLAN.features.slice(0, 3).join(' · ')}. {PREMIUM_PLAN.note}.
        </p>
        <Link to="/checkout" className="fj-btn fj-btn--primary fj-btn--md">
          {PREMIUM_PLAN.price} One-Time
        </Link>
      </section>
    </div>
  );
}
