import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalResources } from '#infra/local/bootstrap.ts';
import { freeStackPorts } from '#infra/local/ports.ts';
import { startLocalStack } from '#infra/local/stack.ts';

/** What a suite's tests learn about the stack its global setup started (must stay serialisable). */
export interface ProvidedStack {
  readonly urls: { readonly web: string; readonly api: string; readonly mailbox: string };
  readonly endpoints: { readonly dynamodb: string; readonly s3: string; readonly cognito: string; readonly ses: string };
  readonly resources: LocalResources;
  readonly functionEnv: Record<string, string>;
  /** The seeded admin's TOTP secret, when the suite set two-step sign-in up for it (the e2e suite). */
  readonly adminTotpSecret?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: ProvidedStack;
  }
}

/** A fresh embedded stack on free ports in a temporary folder, removed again by the returned stop. */
export async function startTestStack(web: 'none' | 'static'): Promise<{ provided: ProvidedStack; stop(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'physician-contracts-test-'));
  const lines: string[] = [];
  try {
    const stack = await startLocalStack({
      dataDir,
      ports: await freeStackPorts(),
      web,
      log: (service, line) => {
        lines.push(`[${service}] ${line}`);
        if (lines.length > 200) lines.shift();
        if (process.env.STACK_LOG === '1') console.log(`[${service}] ${line}`);
      },
    });
    return {
      provided: { urls: stack.urls, endpoints: stack.endpoints, resources: stack.resources, functionEnv: stack.functionEnv },
      stop: async () => {
        await stack.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n--- stack log ---\n${lines.join('\n')}`);
  }
}
