// A visitor for API tests: keeps its session cookie between calls, like a browser tab does.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { ConfigurationDef, ConfValues } from "../../domain/configurator/types.ts";

export class TestVisitor {
  cookie = "";
  constructor(
    private readonly app: FastifyInstance,
    private readonly host = "localhost",
  ) {}

  async call(
    method: "GET" | "POST" | "DELETE",
    url: string,
    payload?: unknown,
    extra: Partial<InjectOptions> = {},
  ): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({
      method,
      url,
      headers: { host: this.host, ...(this.cookie ? { cookie: this.cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
      ...extra,
    });
    const set = res.cookies.find((c) => c.name === "rw_sid");
    if (set) this.cookie = `rw_sid=${set.value}`;
    return res;
  }

  get = (url: string) => this.call("GET", url);
  post = (url: string, payload: unknown) => this.call("POST", url, payload);
  delete = (url: string) => this.call("DELETE", url);
}

/**
 * A complete, valid configuration of `def` as a visitor would make it: the configurator's defaults, the
 * given width and height, and the first enabled value of every required choice left open.
 */
export async function validValues(
  app: FastifyInstance,
  def: ConfigurationDef,
  size: { widthId: number; heightId: number; width: number; height: number },
): Promise<ConfValues> {
  const res = await app.inject({
    method: "POST",
    url: "/api/configurator/update",
    payload: {
      conf_id: def.conf_id,
      prod_id: def.prod_id,
      values: {},
      filter_values: {},
      preview: "combine",
    },
  });
  const body = res.json();
  const values: ConfValues = {
    ...body.conf_values,
    [size.widthId]: size.width,
    [size.heightId]: size.height,
  };
  for (const group of body.conf_groups) {
    for (const option of group.options) {
      if (values[option.id] == null && option.required && option.values.length > 0) {
        values[option.id] = option.values.find((v: { disabled?: string }) => !v.disabled)?.id;
      }
    }
  }
  return values;
}
