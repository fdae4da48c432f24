/**
 * Child process: a small keeper around DynamoDB Local's JVM. Java cannot notice that the stack died,
 * so this process does (see lifecycle.ts) and takes the JVM down with it. Arguments after `--` are
 * the JVM's.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { onStop } from './lifecycle';

const separator = process.argv.indexOf('--');
const javaArgs = separator >= 0 ? process.argv.slice(separator + 1) : [];
if (javaArgs.length === 0) throw new Error('usage: dynamodb-server -- <java arguments>');

let stopping = false;

// JAVA_HOME first, as Java tools do; then whatever `java` is on PATH.
const javaCommand = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
// The JVM writes straight into this process's stdout/stderr pipes, which lead to the parent.
const java = spawn(javaCommand, javaArgs, { stdio: ['ignore', 'inherit', 'inherit'] });

const exited = new Promise<void>((resolve) => java.once('exit', () => resolve()));
java.once('error', (error) => {
  console.error(`could not start ${javaCommand} (${error.message}); DynamoDB Local needs Java 17 or newer (JAVA_HOME or PATH)`);
  process.exit(1);
});
java.once('exit', (code, signal) => {
  if (!stopping) {
    console.error(`DynamoDB Local exited (${signal ?? `code ${code}`})`);
    process.exit(code ?? 1);
  }
});

onStop(async () => {
  stopping = true;
  if (java.exitCode !== null || java.signalCode !== null) return;
  java.kill('SIGTERM');
  const killer = setTimeout(() => java.kill('SIGKILL'), 3_000);
  await exited;
  clearTimeout(killer);
});
