import { Link } from "react-router-dom";

/** The way back from a column's content to the list of columns. */
export function BackToColumns() {
  return (
    <Link className="admin-back" to="/nav">
      ← All columns
    </Link>
  );
}
