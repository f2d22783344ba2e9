-- wrk's script for `npm run bench:processes` (bench/processes/load.ts sets the environment):
--   WRK_PORTS   ports of the servers on 127.0.0.1, given to wrk's threads in turn (thread 1 the first, thread 2 the
--               next, …), so with two ports and two threads each server process takes half the connections;
--   WRK_COPIES  when set, each request asks for another copy of the store, `<WRK_HANDLE>.1` … `<WRK_HANDLE>.<n>`
--               in turn (each thread starting WRK_STRIDE further on), so the micro-cache never holds the one asked
--               for; unset, every request asks for the URL's path (wrk's own fast path, no Lua per request).
-- At the end it prints one line, `wrk-json {…}`, that load.ts reads.
local ports = {}
for port in string.gmatch(os.getenv("WRK_PORTS") or "", "%d+") do
  ports[#ports + 1] = port
end
local copies = tonumber(os.getenv("WRK_COPIES") or "")
local stride = tonumber(os.getenv("WRK_STRIDE") or "0")
local handle = os.getenv("WRK_HANDLE") or ""

local threads = 0
function setup(thread)
  local port = ports[(threads % #ports) + 1]
  thread.addr = wrk.lookup("127.0.0.1", port)[1]
  thread:set("offset", threads * stride)
  threads = threads + 1
end

if copies then
  local sent = 0
  function request()
    sent = sent + 1
    local copy = ((offset or 0) + sent) % copies + 1
    return wrk.format("GET", "/api/stores/by-handle/" .. handle .. "." .. copy .. "/products")
  end
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    'wrk-json {"requests":%d,"durationUs":%d,"errors":%d,"p99Us":%d}\n',
    summary.requests,
    summary.duration,
    errors.connect + errors.read + errors.write + errors.status + errors.timeout,
    latency:percentile(99)
  ))
end
