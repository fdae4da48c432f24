/**
 * Shared by the emulator launchers (child processes of emulators.ts): run one shutdown on SIGTERM,
 * SIGINT or the parent's death, so that no emulator outlives the stack that started it.
 */

type Shutdown = () => Promise<void> | void;

const hardExitAfterMs = 5_000;

export function onStop(shutdown: Shutdown): void {
  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    // Never hang on a stuck close: the parent waits for this process to exit.
    setTimeout(() => process.exit(1), hardExitAfterMs).unref();
    Promise.resolve()
      .then(shutdown)
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(`shutdown after ${reason} failed:`, error);
          process.exit(1);
        },
      );
  };

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  // The IPC channel closes when the parent exits, even on SIGKILL.
  if (process.channel) {
    process.on('disconnect', () => stop('parent disconnected'));
    process.channel.unref();
  }
  // Fallback when started without IPC: once orphaned, the parent id changes.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop('parent exited');
  }, 1_000).unref();
}
