import net from "node:net";

export interface TcpProxy {
  port: number;
  /** Refuses new connections and cuts the open ones, as a database server that went away would. */
  stop(): Promise<void>;
  /** Accepts connections again, on the same port. */
  start(): Promise<void>;
}

/** A loopback proxy to `target`, so a test can take a real PostgreSQL away from the app and give it back. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  };

  const proxy: TcpProxy = {
    get port() {
      return port;
    },
    async start() {
      if (server) return;
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        track(client);
        track(upstream);
        client.on("error", () => upstream.destroy());
        upstream.on("error", () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
      port = (server.address() as net.AddressInfo).port;
    },
    async stop() {
      const stopping = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (stopping ? stopping.close(() => resolve()) : resolve()));
    },
  };
  await proxy.start();
  return proxy;
}
