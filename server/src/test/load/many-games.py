#!/usr/bin/env python3
"""Many active games in one kete serve: moves/s and latency (BENCHMARKS.md, "Many games in one process").

Creates GAMES local Oware games, each already PLIES moves in (one game is played PLIES random moves, and its
record is uploaded GAMES times: a move then costs the server a replay of the whole game unless it keeps the
game), then THREADS clients play random legal moves (fixed seed) round-robin over
their share of the games, for SECONDS, each over one keep-alive connection. A finished game is replaced by a
new one. Prints moves/s, p50/p90/p99/max latency of the moves and the errors. Talks only to 127.0.0.1.

    java -jar cli/target/kete.jar serve --port 7071 --data /tmp/kete-load &
    python3 server/src/test/load/many-games.py --port 7071 --games 2000 --plies 80 --threads 16 --seconds 60
"""
import argparse
import http.client
import json
import random
import threading
import time


def request(conn, method, path, body=None, token=None):
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = "Bearer " + token
    conn.request(method, path, body=None if body is None else json.dumps(body), headers=headers)
    r = conn.getresponse()
    return r.status, json.loads(r.read() or b"null")


def create(conn):
    status, body = request(conn, "POST", "/api/games", {"game": "oware", "opponent": {"type": "local"}})
    if status != 201:
        raise RuntimeError("create failed: %s %s" % (status, body))
    return {"id": body["game"]["id"], "token": body["token"], "game": body["game"]}


def opening(conn, plies, rnd):
    """A game record PLIES random moves long (fewer if the game ends first)."""
    g = create(conn)
    for _ in range(plies):
        legal = g["game"]["legalMoves"]
        # Stop short of an end: the uploaded games must be in play.
        scores = g["game"]["position"]["scores"]
        if g["game"]["status"] != "active" or len(legal) < 2 or max(scores.values()) >= 16:
            break
        move = rnd.choice(legal)["notation"]
        status, body = request(conn, "POST", "/api/games/%s/moves" % g["id"],
                               {"version": g["game"]["version"], "move": move}, g["token"])
        if status != 200:
            raise RuntimeError("opening move failed: %s %s" % (status, body))
        g["game"] = body["game"]
    conn.request("GET", "/api/games/%s/record" % g["id"])
    r = conn.getresponse()
    text = r.read().decode("utf-8")
    print("opening: %d plies" % len(g["game"]["moves"]))
    return text


def upload(conn, record):
    conn.request("POST", "/api/records", body=record.encode("utf-8"), headers={"Content-Type": "text/plain"})
    r = conn.getresponse()
    body = json.loads(r.read())
    if r.status != 201:
        raise RuntimeError("upload failed: %s %s" % (r.status, body))
    return {"id": body["game"]["id"], "token": body["token"], "game": body["game"]}


def main():
    a = argparse.ArgumentParser()
    a.add_argument("--port", type=int, default=7071)
    a.add_argument("--games", type=int, default=500)
    a.add_argument("--threads", type=int, default=16)
    a.add_argument("--seconds", type=float, default=30)
    a.add_argument("--seed", type=int, default=1)
    a.add_argument("--plies", type=int, default=0)
    args = a.parse_args()

    latencies = [[] for _ in range(args.threads)]
    errors = [0] * args.threads
    replaced = [0] * args.threads
    shares = [args.games // args.threads + (1 if t < args.games % args.threads else 0) for t in range(args.threads)]

    # 1. Create every game first (not timed), each thread its share.
    games = [[] for _ in range(args.threads)]
    record = None
    if args.plies > 0:
        conn = http.client.HTTPConnection("127.0.0.1", args.port, timeout=60)
        record = opening(conn, args.plies, random.Random(args.seed))
        conn.close()

    def setup(t):
        conn = http.client.HTTPConnection("127.0.0.1", args.port, timeout=60)
        for _ in range(shares[t]):
            games[t].append(upload(conn, record) if record else create(conn))
        conn.close()

    ts = [threading.Thread(target=setup, args=(t,)) for t in range(args.threads)]
    for x in ts:
        x.start()
    for x in ts:
        x.join()

    # 2. Play: each thread loops over its games, one random legal move each.
    start = time.monotonic()
    end = start + args.seconds

    def play(t):
        rnd = random.Random(args.seed * 1000 + t)
        conn = http.client.HTTPConnection("127.0.0.1", args.port, timeout=60)
        i = 0
        while time.monotonic() < end:
            g = games[t][i % len(games[t])]
            i += 1
            if not g["game"]["legalMoves"]:
                games[t][(i - 1) % len(games[t])] = create(conn)
                replaced[t] += 1
                continue
            move = rnd.choice(g["game"]["legalMoves"])["notation"]
            t0 = time.monotonic()
            try:
                status, body = request(
                    conn, "POST", "/api/games/%s/moves" % g["id"], {"version": g["game"]["version"], "move": move},
                    g["token"])
            except Exception:
                errors[t] += 1
                conn.close()
                conn = http.client.HTTPConnection("127.0.0.1", args.port, timeout=60)
                continue
            latencies[t].append(time.monotonic() - t0)
            if status != 200:
                errors[t] += 1
                continue
            g["game"] = body["game"]
            if g["game"]["status"] != "active":
                games[t][(i - 1) % len(games[t])] = create(conn)
                replaced[t] += 1
        conn.close()

    ts = [threading.Thread(target=play, args=(t,)) for t in range(args.threads)]
    for x in ts:
        x.start()
    for x in ts:
        x.join()
    elapsed = time.monotonic() - start
    lat = sorted(x for l in latencies for x in l)
    n = len(lat)

    def pct(p):
        return 1000 * lat[min(n - 1, int(p * n))] if n else float("nan")

    print("games %d (%d plies in), threads %d, %.0f s: %d moves, %.0f moves/s, p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms,"
          " errors %d, games finished and replaced %d"
          % (args.games, args.plies, args.threads, elapsed, n, n / elapsed, pct(0.5), pct(0.9), pct(0.99), 1000 * lat[-1] if n else 0,
             sum(errors), sum(replaced)))


if __name__ == "__main__":
    main()
