"""Rebuilding the compiled card bundle's models from its JSON without pydantic's validators.

Why: the compiled bundle (content/catalog.py) holds what a cold load already validated, card by
card, and is read back on every start. Validating it again meant building the validators of the
whole behaviour language first: each model whose fields reach the effect union (if, may,
for_each, ...) carried its own copy of that union's schema, about 0.6 s of CPU and 50 MB at
import before a single card was read (docs/performance.md, Startup). The models are now built
lazily (`defer_build`) and this reader walks the bundle along the models' type hints, putting
each value where validation would have put it: tagged unions are told apart by the same
discriminators, lists become tuples where the field says tuple, missing fields take their
defaults. Nothing is checked that the cold load did not already check; the bundle's bytes are
verified against the digest written with them (catalog.py), and any shape this reader does not
expect raises `BundleShapeError`, which sends the load down the cold path.

tests/content/test_bundle_reader.py proves the result equal, model by model, to a validated load.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable
from typing import Any, Literal

from pydantic import BaseModel, Discriminator, Tag
from pydantic.fields import FieldInfo

#: Builds one value of a given annotation from its JSON form.
Reader = Callable[[Any], Any]


class BundleShapeError(ValueError):
    """The bundle does not have the shape the models describe (an old or damaged cache)."""


_set = object.__setattr__
_new = object.__new__
_set_fields = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_set_extra = BaseModel.__dict__["__pydantic_extra__"].__set__
_set_private = BaseModel.__dict__["__pydantic_private__"].__set__
_MISSING = object()
_REQUIRED = object()


def _raw(value: Any) -> Any:
    return value


class BundleReader:
    """Readers per annotation, made once per process and reused for every card."""

    def __init__(self) -> None:
        self._models: dict[type[BaseModel], Reader] = {}
        self._hints: dict[type[BaseModel], dict[str, Any]] = {}
        self._by_id: dict[int, tuple[Any, Reader]] = {}  # (the annotation kept alive with its reader)

    def read(self, annotation: Any, value: Any) -> Any:
        try:
            return self.reader(annotation)(value)
        except BundleShapeError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise BundleShapeError(f"unexpected shape in the compiled bundle: {exc}") from exc

    # ------------------------------------------------------------------ readers by annotation
    def reader(self, tp: Any) -> Reader:
        """The reader of `tp`, made once per annotation object (the effect union is met in
        dozens of fields)."""
        known = self._by_id.get(id(tp))
        if known is not None and known[0] is tp:
            return known[1]
        made = self._make(tp)
        self._by_id[id(tp)] = (tp, made)
        return made

    def _make(self, tp: Any) -> Reader:
        origin = typing.get_origin(tp)
        if origin is typing.Annotated:
            return self._annotated(tp)
        if origin in (typing.Union, types.UnionType):
            return self._union(typing.get_args(tp), None)
        if origin is list:
            (item,) = typing.get_args(tp) or (Any,)
            return self._sequence(list, self.reader(item))
        if origin is tuple:
            args = typing.get_args(tp)
            if len(args) == 2 and args[1] is Ellipsis:
                return self._sequence(tuple, self.reader(args[0]))
            parts = [self.reader(a) for a in args]
            return lambda v: tuple(r(x) for r, x in zip(parts, v, strict=True))
        if origin is dict:
            key, val = typing.get_args(tp) or (Any, Any)
            while typing.get_origin(key) is typing.Annotated:  # (a pattern the cold load checked)
                key = typing.get_args(key)[0]
            if key is not str and typing.get_origin(key) is not Literal:
                raise BundleShapeError(f"no reader for dict keys of {key!r}")
            read_val = self.reader(val)
            return _raw if read_val is _raw else (lambda v: {k: read_val(x) for k, x in v.items()})
        if origin is Literal or tp in (str, int, bool, Any, type(None)):
            return _raw
        if tp is float:
            return float
        if isinstance(tp, type) and issubclass(tp, BaseModel):
            return self._model(tp)
        raise BundleShapeError(f"no reader for {tp!r}")

    def _sequence(self, kind: type, item: Reader) -> Reader:
        if item is _raw:
            return kind
        if kind is list:
            return lambda v: [item(x) for x in v]
        return lambda v: tuple([item(x) for x in v])

    def _annotated(self, tp: Any) -> Reader:
        base, *meta = typing.get_args(tp)
        chooser: Any = None
        for m in meta:
            if isinstance(m, Discriminator):
                chooser = m.discriminator
            elif isinstance(m, FieldInfo) and m.discriminator is not None:
                d = m.discriminator
                chooser = d.discriminator if isinstance(d, Discriminator) else d
        if typing.get_origin(base) in (typing.Union, types.UnionType):
            return self._union(typing.get_args(base), chooser)
        return self.reader(base)  # validators and constraints: already checked by the cold load

    def _union(self, members: tuple[Any, ...], chooser: Any) -> Reader:
        optional = type(None) in members
        rest = [m for m in members if m is not type(None)]
        if chooser is None:
            chosen = self._untagged(rest)
        elif isinstance(chooser, str):
            chosen = self._by_field(rest, chooser)
        else:
            chosen = self._by_callable(rest, chooser)
        if not optional:
            return chosen
        return lambda v: None if v is None else chosen(v)

    def _untagged(self, members: list[Any]) -> Reader:
        """Unions without a discriminator are of JSON kinds that tell themselves apart (a name
        or a list of names, a number or an expression); models always carry a tag."""
        if len(members) == 1:
            return self.reader(members[0])
        by_kind: dict[type, Reader] = {}
        for m in members:
            kind = self._json_kind(m)
            if kind in by_kind and by_kind[kind] is not _raw:
                raise BundleShapeError(f"untagged union of two {kind.__name__} forms: {members!r}")
            by_kind[kind] = self.reader(m)

        def read(v: Any) -> Any:
            return by_kind[dict if isinstance(v, dict) else list if isinstance(v, list) else str](v)

        if set(by_kind) <= {str}:
            return by_kind[str]
        return read

    def _json_kind(self, tp: Any) -> type:
        origin = typing.get_origin(tp)
        if origin is typing.Annotated:
            return self._json_kind(typing.get_args(tp)[0])
        if origin in (list, tuple):
            return list
        if origin is dict or (isinstance(tp, type) and issubclass(tp, BaseModel)):
            return dict
        if origin is Literal or tp is str:
            return str  # (numbers and booleans never share an untagged union with a name here)
        raise BundleShapeError(f"no JSON kind for {tp!r} in an untagged union")

    def _by_field(self, members: list[Any], field: str) -> Reader:
        table: dict[Any, Reader] = {}
        for m in members:
            for value in self._tag_values(m, field):
                table[value] = self.reader(m)
        return lambda v: table[v[field]](v)

    def _tag_values(self, tp: Any, field: str) -> list[Any]:
        origin = typing.get_origin(tp)
        if origin is typing.Annotated:
            return self._tag_values(typing.get_args(tp)[0], field)
        if origin in (typing.Union, types.UnionType):
            return [x for m in typing.get_args(tp) for x in self._tag_values(m, field)]
        if isinstance(tp, type) and issubclass(tp, BaseModel):
            hint = self._hint(tp, field, tp.model_fields[field])
            while typing.get_origin(hint) is typing.Annotated:
                hint = typing.get_args(hint)[0]
            if typing.get_origin(hint) is Literal:
                return list(typing.get_args(hint))
        raise BundleShapeError(f"{tp!r} has no literal {field!r} to be told apart by")

    def _by_callable(self, members: list[Any], pick: Callable[[Any], Any]) -> Reader:
        table: dict[str, Reader] = {}
        for m in members:
            tags = [x.tag for x in typing.get_args(m)[1:] if isinstance(x, Tag)]
            if typing.get_origin(m) is not typing.Annotated or not tags:
                raise BundleShapeError(f"a member of a tagged union has no tag: {m!r}")
            table[tags[0]] = self.reader(m)
        return lambda v: table[pick(v)](v)

    def _hint(self, cls: type[BaseModel], name: str, info: FieldInfo) -> Any:
        """The field's annotation as pydantic resolved it when the class was made, or (for a name
        defined later in its module, as the recursive effects are) from the module now."""
        hint = info.annotation
        if _unresolved(hint):
            hints = self._hints.get(cls)
            if hints is None:
                hints = self._hints[cls] = typing.get_type_hints(cls, include_extras=True)
            return hints[name]
        extra = [m for m in info.metadata if isinstance(m, Discriminator)]
        if isinstance(info.discriminator, Discriminator):
            extra.append(info.discriminator)
        elif isinstance(info.discriminator, str):
            extra.append(Discriminator(info.discriminator))
        return typing.Annotated[hint, *extra] if extra else hint

    def _model(self, cls: type[BaseModel]) -> Reader:
        found = self._models.get(cls)
        if found is not None:
            return found
        readers: dict[str, Reader | None] = {}
        defaults: dict[str, tuple[Any, Any]] = {}

        def read(v: dict[str, Any]) -> BaseModel:
            data = {k: x if (r := readers[k]) is None else r(x) for k, x in v.items()}
            given = set(data)
            if len(data) != len(readers):  # fields left out of the bundle take their defaults
                for name in readers.keys() - given:
                    default, factory = defaults[name]
                    if default is _REQUIRED:
                        raise BundleShapeError(f"{cls.__name__}: no {name!r}")
                    data[name] = factory() if factory is not None else default
            obj = _new(cls)
            _set(obj, "__dict__", data)
            _set_fields(obj, given)
            _set_extra(obj, None)
            _set_private(obj, None)
            return obj

        self._models[cls] = read  # before the fields: the models are recursive
        for name, info in cls.model_fields.items():
            field_reader = self.reader(self._hint(cls, name, info))
            readers[name] = None if field_reader is _raw else field_reader
            required = info.is_required()
            defaults[name] = (_REQUIRED, None) if required else (info.default, info.default_factory)
        return read


def _unresolved(tp: Any) -> bool:
    if isinstance(tp, (str, typing.ForwardRef)):
        return True
    if typing.get_origin(tp) is Literal:
        return False
    return any(_unresolved(a) for a in typing.get_args(tp))
