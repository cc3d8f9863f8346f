import { BlockList, isIPv4 } from 'node:net';
import type { Request } from 'express';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether an address is a loopback one (127.0.0.0/8, ::1, or 127.x mapped into IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, '');
  return isIPv4(plain) ? loopback.check(plain, 'ipv4') : loopback.check(plain, 'ipv6');
}

/**
 * Whether a request comes from this machine: the connection is from loopback and, behind a local proxy
 * (trust proxy 'loopback'), so is the client the proxy forwarded.
 */
export function isFromLoopback(req: Request): boolean {
  return isLoopbackAddress(req.socket.remoteAddress) && isLoopbackAddress(req.ip);
}
