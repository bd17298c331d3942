// The Redis connection behind the shared rate-limit counters: a Redis outage must neither crash the shop nor hold its requests.
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

/**
 * Commands fail at once while the connection is down (no offline queue) or slow (command timeout), and the rate
 * limiter is told to let requests through then (`skipOnError`): limits pause during an outage, the shop does not.
 * Errors are reported once per outage, not once per reconnect attempt.
 */
export function rateLimitRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  let down = false;
  redis.on("error", (error: Error) => {
    if (down) return;
    down = true;
    log.warn(
      `redis for rate limits unavailable (${error.message}): requests are not limited until it returns`,
    );
  });
  redis.on("ready", () => {
    if (!down) return;
    down = false;
    log.info("redis for rate limits reachable again");
  });
  return redis;
}
