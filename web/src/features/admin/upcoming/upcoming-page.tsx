import { AdminPage } from "../shell/admin-page";

/**
 * Linked and message management are nav entries whose behaviour the spec does not describe (§1); another
 * issue builds them. Until then the page says so plainly instead of showing made-up rows.
 */
function UpcomingPage({ title, what }: { title: string; what: string }) {
  return (
    <AdminPage title={title} busy={false}>
      <div className="upcoming">
        <p className="upcoming-lead">{title} is not available yet.</p>
        <p>
          This is where {what} will be managed. The feature is planned but not built, so there is nothing to show or
          change here for now, and nothing on the public site depends on it.
        </p>
      </div>
    </AdminPage>
  );
}

export const LinkedPage = () => <UpcomingPage title="Linked management" what="links to other sites" />;

export const MessagePage = () => <UpcomingPage title="Message management" what="visitors' messages" />;
