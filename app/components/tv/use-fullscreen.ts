import { useEffect, useRef, useState } from "react";

/** Full screen for one element: whether it is full screen now (however that came about), and a toggle. */
export function useFullscreen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    function onChange() {
      setFullscreen(
        document.fullscreenElement !== null && document.fullscreenElement === ref.current,
      );
    }
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  function toggleFullscreen() {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void ref.current?.requestFullscreen?.().catch(() => {});
  }

  return { ref, fullscreen, toggleFullscreen };
}
