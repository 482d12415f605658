"""Builds a card transaction body with python3-jwcrypto (an independent JOSE implementation).

Reads {intent, amount, keys: {signature, encryption}, card, nip, track2, form, iat, jti} as JSON on
stdin; prints {"contentType": ..., "body": ...} as JSON.
"""
import base64
import json
import sys

from jwcrypto import jwe, jwk, jws
from jwcrypto.common import json_encode

spec = json.load(sys.stdin)
signing_key = jwk.JWK.from_pem(spec["keys"]["signature"].encode())
raw = base64.b64decode(spec["keys"]["encryption"])
encryption_key = jwk.JWK(kty="oct", k=base64.urlsafe_b64encode(raw).rstrip(b"=").decode())

claims = {"intent": spec["intent"], "amount": spec["amount"], "iat": spec["iat"], "jti": spec["jti"]}
card = {"card": spec["card"], "nip": spec["nip"], "track2": spec["track2"]}


def sign(payload):
    token = jws.JWS(json.dumps(payload).encode())
    token.add_signature(signing_key, alg="ES256", protected=json_encode({"alg": "ES256", "typ": "JWT"}))
    return token.serialize(compact=True)


def encrypt(plaintext, cty=None):
    header = {"alg": "dir", "enc": "A256GCM"}
    if cty:
        header["cty"] = cty
    token = jwe.JWE(plaintext.encode(), protected=json_encode(header))
    token.add_recipient(encryption_key)
    return token.serialize(compact=True)


if spec.get("form") == "compact":
    out = {"contentType": "application/jose", "body": encrypt(sign({**claims, **card}), "JWT")}
else:
    out = {"contentType": "application/json", "body": json.dumps({"JWE": encrypt(json.dumps(card)), "JWT": sign(claims), **card})}
print(json.dumps(out))
