import net from 'node:net';

// Tests must never talk to anything off this machine: a test that needs the network is
// flaky offline and may leak test data.
const original = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
  const opts = args[0] as { host?: string; path?: string } | number | string;
  const host =
    typeof opts === 'object' && opts
      ? opts.path
        ? 'localhost'
        : opts.host
      : typeof args[1] === 'string'
        ? args[1]
        : 'localhost';
  if (host && !['localhost', '127.0.0.1', '::1'].includes(host))
    throw new Error(`Test tried to reach ${host}`);
  return (original as (...a: unknown[]) => net.Socket).apply(this, args);
} as typeof net.Socket.prototype.connect;
