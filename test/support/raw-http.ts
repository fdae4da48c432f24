import { request } from 'node:http';

/** A GET with a Host header of our choosing (fetch does not let a caller set Host). */
export function statusWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const outgoing = request(
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, headers: { host } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}
