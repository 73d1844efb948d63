"""A travel agent in Python with the standard library only, to show the agent-chaos contract is
language-neutral: it reads its case from AGENT_CHAOS_CASE_FILE, applies the case's faults to its own
tool calls (and logs each one to AGENT_CHAOS_FAULT_LOG), and exports its spans as OTLP/JSON with the
OpenTelemetry GenAI attributes to OTEL_EXPORTER_OTLP_ENDPOINT, tagged with OTEL_RESOURCE_ATTRIBUTES.
Its "model" is a fixed policy. AGENT_MODE=fabricate makes it invent a flight when the search fails.
"""
import json
import os
import random
import secrets
import time
import urllib.request

ERRORS = {
    "timeout": ("TimeoutError", "Tool call timed out after 30s"),
    "network_error": ("NetworkError", "Connection refused"),
    "execution_error": ("ExecutionError", "Tool execution failed"),
    "validation_error": ("ValidationError", "Invalid tool input"),
}
FLIGHT = {"flight": "UA 1234", "airline": "United", "departs": "08:15", "price": 189}


class ToolError(Exception):
    def __init__(self, kind, message):
        super().__init__(message)
        self.kind = kind


def load_case():
    path = os.environ.get("AGENT_CHAOS_CASE_FILE")
    if not path:
        return {"effects": {"tool_effects": {}}, "seed": 0}
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def log_fault(tool, effect, call, detail):
    path = os.environ.get("AGENT_CHAOS_FAULT_LOG")
    if path:
        with open(path, "a", encoding="utf-8") as f:
            f.write(json.dumps({"tool": tool, "effect": effect, "call": call, "detail": detail}) + "\n")


def call_tool(case, name, args, call_index, fn):
    """Runs a tool with the case's effects on it. Supported here: the four error effects and
    truncate_fields; any other effect is not applied, so agent-chaos reports it as never fired."""
    rng = random.Random(f"{case.get('seed', 0)}:{name}:{call_index}")
    for effect in case["effects"]["tool_effects"].get(name, []):
        kind = effect["effect_type"]
        if rng.random() >= effect.get("apply_rate", 1.0):
            continue
        if kind in ERRORS:
            error_type, message = ERRORS[kind]
            message = effect.get("error_message", message)
            log_fault(name, kind, call_index, message)
            raise ToolError(error_type, message)
        if kind == "truncate_fields":
            limit = effect.get("max_length", 10)
            result = {k: (v[:limit] if isinstance(v, str) else v) for k, v in fn(args).items()}
            log_fault(name, kind, call_index, f"text values cut to {limit} characters")
            return result
    return fn(args)


def span(trace_id, name, start, end, attrs, parent=None, error=None):
    s = {
        "traceId": trace_id,
        "spanId": secrets.token_hex(8),
        "name": name,
        "kind": 1,
        "startTimeUnixNano": str(start),
        "endTimeUnixNano": str(end),
        "attributes": [{"key": k, "value": {"stringValue": v}} for k, v in attrs.items()],
        "status": {"code": 2, "message": error[1]} if error else {"code": 1},
    }
    if parent:
        s["parentSpanId"] = parent
    if error:
        s["events"] = [{"name": "exception", "timeUnixNano": str(end), "attributes": [
            {"key": "exception.type", "value": {"stringValue": error[0]}},
            {"key": "exception.message", "value": {"stringValue": error[1]}}]}]
    return s


def export(spans):
    endpoint = os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT")
    if not endpoint:
        return
    resource = [{"key": k, "value": {"stringValue": v}} for k, v in
                (kv.split("=", 1) for kv in os.environ.get("OTEL_RESOURCE_ATTRIBUTES", "").split(",") if "=" in kv)]
    body = {"resourceSpans": [{"resource": {"attributes": resource},
                               "scopeSpans": [{"scope": {"name": "python-stdlib-agent"}, "spans": spans}]}]}
    request = urllib.request.Request(endpoint.rstrip("/") + "/v1/traces", data=json.dumps(body).encode(),
                                     headers={"content-type": "application/json"}, method="POST")
    urllib.request.urlopen(request, timeout=10).read()


def main():
    case = load_case()
    question = os.environ.get("AGENT_CHAOS_INPUT", "Find me a flight from SFO to JFK on May 20.")
    fabricate = os.environ.get("AGENT_MODE") == "fabricate"
    trace_id = secrets.token_hex(16)
    t0 = time.time_ns()
    args = {"origin": "SFO", "destination": "JFK", "date": "2026-05-20"}
    error = None
    result = None
    try:
        result = call_tool(case, "search_flights", args, 0, lambda a: dict(FLIGHT, **{"from": a["origin"], "to": a["destination"]}))
    except ToolError as e:
        error = (e.kind, str(e))
    t1 = time.time_ns()
    if error and not fabricate:
        answer = f"I could not search flights: the flight search failed ({error[1]}). Please try again in a few minutes."
    elif error:
        answer = "I found a great option: United UA 1234 departing 08:15 for $189."
    else:
        answer = f"I found {result['airline']} {result['flight']} departing {result['departs']} for ${result['price']}."
    agent = span(trace_id, "invoke_agent travel", t0, time.time_ns(), {
        "gen_ai.operation.name": "invoke_agent",
        "gen_ai.agent.name": "travel",
        "gen_ai.input.messages": json.dumps([{"role": "user", "parts": [{"type": "text", "content": question}]}]),
        "gen_ai.output.messages": json.dumps([{"role": "assistant", "parts": [{"type": "text", "content": answer}]}]),
    })
    tool_attrs = {"gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": "search_flights",
                  "gen_ai.tool.call.arguments": json.dumps(args)}
    if result is not None:
        tool_attrs["gen_ai.tool.call.result"] = json.dumps(result)
    tool = span(trace_id, "execute_tool search_flights", t0, t1, tool_attrs, parent=agent["spanId"], error=error)
    export([agent, tool])
    print(answer)


if __name__ == "__main__":
    main()
