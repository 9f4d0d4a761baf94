/**
 * The first-visit flag (spec 01 §2 Home), kept in localStorage per customer. True on the customer's
 * first visit to their home page in this browser; the flag is stored at once.
 */
import { useEffect, useState } from 'react';

const key = (uid: string) => `curbside.home.visited.${uid}`;

function readVisited(uid: string): boolean {
  try {
    return window.localStorage.getItem(key(uid)) !== null;
  } catch {
    return true; // storage unavailable: do not greet on every visit
  }
}

export function useFirstVisit(uid: string | null): boolean {
  const [firstVisit] = useState(() => (uid ? !readVisited(uid) : false));
  useEffect(() => {
    if (!uid) return;
    try {
      if (window.localStorage.getItem(key(uid)) === null)
        window.localStorage.setItem(key(uid), new Date().toISOString());
    } catch {
      // storage unavailable (private mode)
    }
  }, [uid]);
  return firstVisit;
}
