import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request, written when it is answered, with the request in it (method, url)
 * like a proxy's access log. Fastify writes two, "incoming request" and "request completed";
 * the first said nothing the second does not, and writing it cost about 5% of a class roster's
 * CPU (docs/decisions/0041-prepared-reads.md).
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    // Milliseconds to a tenth: finer is noise, and "3.1 ms" reads where "3.0869999 ms" does not.
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
