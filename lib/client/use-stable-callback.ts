"use client";
// A callback whose identity never changes but which always runs the latest render's function: handed to memoized
// children (a board's rows) so that a parent's re-render does not re-render every one of them.
import { useCallback, useLayoutEffect, useRef } from "react";

export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
