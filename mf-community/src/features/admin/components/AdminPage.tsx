import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { buttonClass, EmptyState, Page, Skeleton, useAuth } from '@fj/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@fj/ui/tabs';
import { AdminStats } from './AdminStats';
import { NewMessageForm } from './NewMessageForm';
import { RecentMessages } from './RecentMessages';
import { ReportsPanel } from './ReportsPanel';
import '../../../shared/community.css';
import './admin.css';

/**
 * /admin (docs/product.md#admin). The server answers 403 to non-admins on every admin route; the screen says so
 * instead of showing a form that would fail.
 */
export function AdminPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) {
    return (
      <Page title="Admin Panel">
        <Skeleton style={{ height: 240 }} />
      </Page>
    );
  }
  if (!user?.isAdmin) {
    return (
      <Page title="Admin Panel">
        <EmptyState
          icon={<ShieldAlert size={28} aria-hidden="true" />}
          title="This area is for administrators"
          description="Your account does not have admin access."
          action={
            <Link to="/" className={buttonClass({ variant: 'primary' })}>
              Go to Home
            </Link>
          }
        />
      </Page>
    );
  }
  return (
    <Page title="Admin Panel">
      <div className="fja-page">
        <AdminStats />
        <Tabs defaultValue="messages">
          <TabsList aria-label="Admin sections">
            <TabsTrigger value="messages">Messages</TabsTrigger>
            <TabsTrigger value="reports">Reports</TabsTrigger>
          </TabsList>
          <TabsContent value="messages">
            <div className="fja-columns">
              <NewMessageForm />
              <RecentMessages />
            </div>
          </TabsContent>
          <TabsContent value="reports">
            <ReportsPanel />
          </TabsContent>
        </Tabs>
      </div>
    </Page>
  );
}
