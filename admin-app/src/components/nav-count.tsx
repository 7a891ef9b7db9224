import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";

/** Tells every `useNavCount` listening for `event` that its count changed: it asks again. */
export const announceChange = (event: string) => window.dispatchEvent(new Event(event));

/**
 * A count for the navigation ('Pesan Masuk' unread, 'Laporan Warga' new): asked on every page
 * the admin opens and after every `event`, so it is never older than the admin's last step.
 * Null when it cannot be had, and while `ask` is false (an admin who must first change a
 * password may call nothing else). `load` must be the same function from render to render.
 */
export function useNavCount<T>(ask: boolean, event: string, load: () => Promise<T>): T | null {
  const { pathname } = useLocation();
  const [value, setValue] = useState<T | null>(null);
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    const changed = () => setChanges((count) => count + 1);
    window.addEventListener(event, changed);
    return () => window.removeEventListener(event, changed);
  }, [event]);

  useEffect(() => {
    let current = true;
    // `changes` and `pathname` are why it asks again.
    void changes;
    void pathname;
    if (!ask) {
      setValue(null);
      return;
    }
    load()
      .then((answer) => current && setValue(answer))
      .catch(() => current && setValue(null));
    return () => {
      current = false;
    };
  }, [pathname, changes, ask, load]);
  return value;
}

/** The badge beside a navigation link (and on the phone's closed 'Menu'): shown short, said in full. */
export function NavBadge({ shown, spoken }: { shown: string; spoken: string }) {
  return (
    <span className="nav-badge">
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{spoken}</span>
    </span>
  );
}
