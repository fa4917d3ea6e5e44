import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

// Listens to the project's event stream (Server-Sent Events, decision 0102) and reloads the view's
// data at each change, at most once per burst: a move made in another browser shows within a
// second, without polling. The browser reconnects by itself after a network loss.

export function useProjectEvents(path: string) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  useEffect(() => {
    latest.current = revalidator;
  });
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(path);
    let timer: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener("changed", () => {
      clearTimeout(timer);
      timer = setTimeout(() => void latest.current.revalidate(), 100);
    });
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [path]);
}
