/** fetch with a cookie jar and without automatic redirects, like one browser tab. */
export class Browser {
  private readonly jar = new Map<string, { name: string; value: string; path: string }>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const { pathname } = new URL(url);
    const cookie = [...this.jar.values()]
      .filter((c) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.store(line);
    return response;
  }

  private store(line: string) {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const [name, ...value] = pair!.split('=');
    const attribute = (key: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
    const path = attribute('path') ?? '/';
    const expired = attribute('max-age') === '0' || /expires=thu, 01 jan 1970/i.test(line);
    if (expired) this.jar.delete(`${name}|${path}`);
    else this.jar.set(`${name}|${path}`, { name: name!, value: value.join('='), path });
  }

  /** Follows redirects from `url` until a page answers or the address matches `stop`. */
  async follow(
    url: string,
    stop: (address: string) => boolean = () => false,
    init?: RequestInit,
  ): Promise<{ url: string; response: Response }> {
    let address = url;
    let response = await this.fetch(address, init);
    for (let hops = 0; response.status >= 300 && response.status < 400; hops++) {
      if (hops > 10) throw new Error('Too many redirects');
      address = new URL(response.headers.get('location')!, address).href;
      if (stop(address)) return { url: address, response };
      response = await this.fetch(address);
    }
    return { url: address, response };
  }

  /** Posts a form the way a browser does and follows where it leads. */
  submit(url: string, fields: Record<string, string>, stop?: (address: string) => boolean) {
    const body = new URLSearchParams(fields).toString();
    return this.follow(url, stop, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
}
