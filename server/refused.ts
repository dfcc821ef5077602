import { getEnv, type Env } from "~/utils/env.server";

/**
 * The exit status of a server that refuses to start on its settings or its content: sysexits'
 * EX_CONFIG. Starting again cannot help until someone fixes them, so the systemd unit does not
 * restart on it (RestartPreventExitStatus=78 in deploy/voltverse@.service).
 */
export const REFUSED_EXIT_CODE = 78;

/** Ends the process with REFUSED_EXIT_CODE, saying why in the log's last line (journalctl shows it). */
export function exitRefused(what: string): never {
  console.error(
    `Stopped with exit status ${REFUSED_EXIT_CODE}: ${what}. Starting again cannot help until that is fixed, so the systemd unit does not restart it (fix it, then start it again).`,
  );
  process.exit(REFUSED_EXIT_CODE);
}

/** The environment's settings; a bad one stops the server (exit 78), every problem printed. */
export function settingsOrExit(): Env {
  try {
    return getEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return exitRefused("the environment's settings are refused");
  }
}
