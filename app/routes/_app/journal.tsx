import { data } from "react-router";

// Placeholder: built in this next steps.
export function loader() {
  throw data(null, { status: 404 });
}

export default function Placeholder() {
  return null;
}
