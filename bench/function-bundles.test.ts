/**
 * Cold starts (issue 27 §6): each function carries only what its route or job declares. Builds every
 * handler and job as the CDK does (bench/function-bundles.ts, one esbuild run) and reads esbuild's
 * metafile: an AWS SDK client whose service the `needs` do not name, or a PDF parser without
 * `parsesPdf`, fails here, in `npm test`. The usual cause is a module-level client in an adapter that
 * some imported module reaches: esbuild keeps a module's top-level code once anything imports it, so
 * a service module shared by routes that call different adapters carries every adapter's client into
 * each of them. `npm run bench:bundles` prints the sizes and import times behind this.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteDefinition } from '#shared/api/contract.ts';
import { bundleAll, carriedMisfits, carriedPackages, describeMisfits, productFunctions } from './function-bundles';

let outputs: Awaited<ReturnType<typeof bundleAll>>;

beforeAll(async () => {
  outputs = await bundleAll();
}, 180_000);

describe('function bundles', () => {
  it('builds one bundle per route and job', () => {
    expect([...outputs.keys()].sort()).toEqual(productFunctions.map((fn) => fn.id).sort());
  });

  it.each(productFunctions.map((fn) => [fn.id, fn] as const))('%s carries exactly the clients and parsers its definition declares', (id, fn) => {
    const carried = carriedPackages(outputs.get(id));
    expect(describeMisfits(id, carriedMisfits(fn.definition, carried))).toEqual([]);
  });
});

describe('the rule', () => {
  const route = (definition: Partial<RouteDefinition>) => ({ id: 'example', ...definition }) as RouteDefinition;

  it('names a client whose service is not declared, and a declared service carried by nothing', () => {
    const tableOnly = route({ needs: { table: { access: 'read', partitions: ['USER'] } } });
    expect(carriedMisfits(tableOnly, ['@aws-sdk/client-dynamodb', '@aws-sdk/client-sesv2', 'pdf-lib'])).toEqual({
      undeclared: ['@aws-sdk/client-sesv2', 'pdf-lib'],
      unused: [],
    });
    expect(carriedMisfits(route({ needs: { uploads: [{ prefix: 'requests/', uses: ['read'] }] } }), [])).toEqual({ undeclared: [], unused: ['s3'] });
  });

  it('lets the mailer read the table, and a text reader carry unpdf but not pdf-lib', () => {
    expect(carriedMisfits(route({ needs: { email: true } }), ['@aws-sdk/client-sesv2', '@aws-sdk/lib-dynamodb']).undeclared).toEqual([]);
    expect(carriedMisfits(route({ parsesPdf: 'text' }), ['unpdf', 'pdf-lib']).undeclared).toEqual(['pdf-lib']);
  });

  it('finds packages by the last node_modules of an input path, and any undeclared AWS client', () => {
    const output = {
      bytes: 1,
      imports: [],
      exports: [],
      entryPoint: 'x',
      inputs: {
        'node_modules/@aws-sdk/client-s3/dist-es/S3Client.js': { bytesInOutput: 10 },
        'node_modules/unpdf/node_modules/pdf-lib/es/index.js': { bytesInOutput: 10 },
        'node_modules/@aws-sdk/client-sts/dist-es/index.js': { bytesInOutput: 10 },
        'node_modules/@aws-sdk/client-sesv2/dist-es/index.js': { bytesInOutput: 0 },
        'functions/adapters/mailer.ts': { bytesInOutput: 10 },
      },
    };
    expect(carriedPackages(output)).toEqual(['@aws-sdk/client-s3', '@aws-sdk/client-sts', 'pdf-lib']);
  });
});
