// The local channel between `npm run beheer` and the running shop: a Unix socket (mode 0600, so only the user
// that runs the shop can use it) taking one JSON line per request. It exists because the embedded PGlite
// database may be opened by one process only: while the shop runs, the command asks the shop to write.
import { chmodSync, existsSync, unlinkSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { type StaffRole, staffRoles } from "../../../domain/staff.ts";
import type { Config } from "../../config.ts";
import { commandLine } from "../audit.ts";
import { invitationLink } from "./staff.routes.ts";
import type { StaffService } from "./staff.service.ts";

export interface InviteRequest {
  command: "invite";
  email: string;
  role: StaffRole;
}

export type InviteAnswer =
  | { ok: true; link: string; created: boolean; email: string; role: StaffRole }
  | { ok: false; error: string };

/** The socket's path for this configuration, or null when the command should use the database itself. */
export function commandSocketPath(config: Pick<Config, "BEHEER_SOCKET" | "DATABASE_URL">): string | null {
  if (config.BEHEER_SOCKET) return path.resolve(config.BEHEER_SOCKET);
  const url = config.DATABASE_URL;
  if (url === "memory://" || /^postgres(ql)?:\/\//.test(url)) return null;
  const dataDir = path.resolve(url.replace(/^file:\/\//, ""));
  const beside = path.join(path.dirname(dataDir), "beheer.sock");
  // A Unix socket's path may hold about 100 bytes; a deep checkout gets the path relative to where it runs.
  return beside.length < 100 ? beside : path.relative(process.cwd(), beside);
}

/** Asks the shop on `socketPath`; null when no shop answers there (no socket, or a stale one). */
export function askRunningShop(
  socketPath: string,
  request: InviteRequest,
  timeoutMs = 15_000,
): Promise<InviteAnswer | null> {
  return new Promise((resolve, reject) => {
    if (!existsSync(socketPath)) return resolve(null);
    const socket = net.createConnection(socketPath);
    let buffer = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error("de winkel antwoordt niet op tijd"));
    }, timeoutMs);
    socket.on("connect", () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      const end = buffer.indexOf("\n");
      if (end < 0) return;
      clearTimeout(timer);
      socket.end();
      try {
        resolve(JSON.parse(buffer.slice(0, end)) as InviteAnswer);
      } catch (error) {
        reject(error);
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (error.code === "ECONNREFUSED" || error.code === "ENOENT") resolve(null);
      else reject(error);
    });
  });
}

function parseRequest(line: string): InviteRequest | null {
  try {
    const value = JSON.parse(line) as Partial<InviteRequest>;
    if (value.command !== "invite" || typeof value.email !== "string") return null;
    if (!staffRoles.includes(value.role as StaffRole)) return null;
    return { command: "invite", email: value.email, role: value.role as StaffRole };
  } catch {
    return null;
  }
}

/**
 * Listens on `socketPath` for invitations while the shop runs. A socket left by a shop that stopped without
 * cleaning up is replaced; one where another process of this shop answers is left alone (that one serves).
 */
export async function startCommandChannel(
  socketPath: string,
  staff: StaffService,
  siteUrl: string,
  log: { info(msg: string): void; warn(msg: string): void },
): Promise<{ close(): Promise<void> } | null> {
  if (existsSync(socketPath)) {
    const alive = await new Promise<boolean>((resolve) => {
      const probe = net.createConnection(socketPath);
      probe.on("connect", () => {
        probe.destroy();
        resolve(true);
      });
      probe.on("error", () => resolve(false));
    });
    if (alive) {
      log.info(`beheer: another process answers on ${socketPath}`);
      return null;
    }
    unlinkSync(socketPath);
  }
  const server = net.createServer((socket) => {
    let buffer = "";
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on("error", () => {});
    socket.on("data", async (chunk) => {
      buffer += chunk.toString("utf8");
      if (buffer.length > 4096) return socket.destroy();
      const end = buffer.indexOf("\n");
      if (end < 0) return;
      const request = parseRequest(buffer.slice(0, end));
      let answer: InviteAnswer;
      if (!request) answer = { ok: false, error: "onbekend verzoek" };
      else {
        try {
          const {
            token,
            created,
            staff: member,
          } = await staff.invite({ email: request.email, role: request.role }, commandLine);
          answer = {
            ok: true,
            link: invitationLink(siteUrl, token),
            created,
            email: member.email,
            role: member.role,
          };
        } catch (error) {
          answer = { ok: false, error: error instanceof Error ? error.message : String(error) };
        }
      }
      socket.end(`${JSON.stringify(answer)}\n`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  log.info(`beheer: npm run beheer reaches this shop on ${socketPath}`);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.unref();
      }),
  };
}
