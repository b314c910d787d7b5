"""Whose a Hugging Face token is, as the Hub says; the token itself never appears in a
message, details or log."""

from __future__ import annotations

import copy
from dataclasses import dataclass

from huggingface_hub import errors as hf_errors

from desktop.core.errors import LlamaDeskError
from desktop.core.hub.calls import DEFAULT_TIMEOUT, call_with_deadline, hf_api
from desktop.core.hub.endpoint import hub_endpoint
from desktop.core.hub.errors import HubError, InvalidTokenError, http_status

INVALID_TOKEN_MESSAGE = (
    "Hugging Face did not accept this token. Create a read token at "
    "huggingface.co/settings/tokens and paste it here."
)


@dataclass(frozen=True)
class TokenCheck:
    """Who a Hugging Face token belongs to, as the Hub says."""

    user: str
    role: str | None  # "read", "write" or "fineGrained"; None when the Hub does not say
    # Whether the token may download gated models (once their licence is accepted);
    # None when the answer does not say.
    can_read_gated: bool | None


def check_token(token: str, *, timeout: float = DEFAULT_TIMEOUT) -> TokenCheck:
    """Ask the Hub whose token this is. Raises InvalidTokenError when it is refused,
    HubUnreachableError when the Hub cannot be reached; no message holds the token."""
    token = token.strip()
    if not token:
        raise InvalidTokenError(
            "Paste a Hugging Face token first; create a read token at "
            "huggingface.co/settings/tokens.",
            no_token=True,
        )
    endpoint = hub_endpoint()

    def call() -> TokenCheck:
        try:
            answer = hf_api(token).whoami(token)
        except hf_errors.HfHubHTTPError as error:
            status = http_status(error)
            if status in (401, 403):
                raise InvalidTokenError(
                    INVALID_TOKEN_MESSAGE,
                    f"{endpoint}/api/whoami-v2 answered {status}",
                    status=status,
                ) from None
            if status is not None and (status == 429 or status >= 500):
                raise  # asked again, then told plainly, by call_with_deadline
            raise HubError(
                "Hugging Face could not check the token"
                f"{f' (error {status})' if status else ''}; try again later.",
                f"{endpoint}/api/whoami-v2 answered {status}",
                status=status,
            ) from None
        return _token_check(answer)

    try:
        return call_with_deadline(call, timeout, "the token check", endpoint)
    except LlamaDeskError as error:
        # Dropping the cause too: nothing of the client's own text travels on.
        raise _without(error, token) from None


def _token_check(answer: object) -> TokenCheck:
    document = answer if isinstance(answer, dict) else {}
    user = document.get("name")
    if not isinstance(user, str) or not user:
        raise HubError(
            "Hugging Face gave an answer LlamaDesk did not understand; try again later.",
            "whoami-v2 answer without a user name",
        )
    auth = document.get("auth")
    access = auth.get("accessToken") if isinstance(auth, dict) else None
    access = access if isinstance(access, dict) else {}
    role = access.get("role")
    role = role if isinstance(role, str) else None
    can_read_gated: bool | None = None
    if role in ("read", "write"):
        can_read_gated = True
    elif role == "fineGrained":
        fine = access.get("fineGrained")
        flag = fine.get("canReadGatedRepos") if isinstance(fine, dict) else None
        can_read_gated = flag if isinstance(flag, bool) else None
    return TokenCheck(user=user, role=role, can_read_gated=can_read_gated)


def _without(error: LlamaDeskError, secret: str) -> LlamaDeskError:
    """The same error with ``secret`` blanked out of its message and details."""
    message = error.message.replace(secret, "***")
    details = error.details.replace(secret, "***")
    try:
        # A copy keeps the class and its fields (HubBusyError's retry_after), not the
        # traceback or the chain of causes.
        clean = copy.copy(error)
    except TypeError:  # a subclass with another signature: keep the plain base type
        return HubError(message, details)
    clean.message, clean.details, clean.args = message, details, (message,)
    return clean
