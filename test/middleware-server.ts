/** A Connect-style middleware on a real node:http server (127.0.0.1, a free port); unhandled requests answer 404 "next". */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { type AddressInfo } from "node:net";

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface MiddlewareServer {
  /** `http://127.0.0.1:<port>` */
  base: string;
  close(): Promise<void>;
}

export async function serveMiddleware(middleware: Middleware): Promise<MiddlewareServer> {
  const server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 404;
      res.end("next");
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
