import { usePageHead } from "../../lib/use-page-head";
import { useT } from "../../i18n/i18n";
// The guestbook sends the server a message it may refuse: its refusals in the reader's language.
import { MessageForm } from "./message-form";
import { MessageList } from "./message-list";
import "./guestbook.css";

/** The public guestbook (/guestbook): read approved messages and leave one for the author to approve. */
export function GuestbookPage() {
  const t = useT();
  usePageHead({ path: "/guestbook", title: t("nav.guestbook") });
  return (
    <div className="guestbook">
      <header className="guestbook-head">
        <h1>{t("nav.guestbook")}</h1>
        <p>{t("guestbook.intro")}</p>
      </header>
      <div className="card guestbook-form-card">
        <MessageForm />
      </div>
      <MessageList />
    </div>
  );
}
