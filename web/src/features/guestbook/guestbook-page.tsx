import { usePageHead } from "../../lib/use-page-head";
import { MessageForm } from "./message-form";
import { MessageList } from "./message-list";
import "./guestbook.css";

/** The public guestbook (/guestbook): read approved messages and leave one for the author to approve. */
export function GuestbookPage() {
  usePageHead({ path: "/guestbook", title: "Guestbook" });
  return (
    <div className="guestbook">
      <header className="guestbook-head">
        <h1>Guestbook</h1>
        <p>Say hello or leave a note for the author. New messages appear here once the author has approved them.</p>
      </header>
      <div className="card guestbook-form-card">
        <MessageForm />
      </div>
      <MessageList />
    </div>
  );
}
