// JSON parsing benchmark style (own code): a recursive-descent parser into a small value class
// hierarchy (objects keep insertion order), pretty printer, number handling with Double.parseDouble
// and Long.parseLong, escapes and unicode escapes, ParseException-like errors with positions; the
// document is read from stdin and parsed repeatedly.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class AwfyJson {
    abstract static class JsonValue {
        boolean isNumber() { return false; }

        abstract void write(StringBuilder sb, int indent);

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder();
            write(sb, -1);
            return sb.toString();
        }
    }

    static final class JsonLiteral extends JsonValue {
        static final JsonLiteral NULL = new JsonLiteral("null"), TRUE = new JsonLiteral("true"), FALSE = new JsonLiteral("false");
        final String text;

        private JsonLiteral(String t) { text = t; }

        void write(StringBuilder sb, int indent) { sb.append(text); }
    }

    static final class JsonNumber extends JsonValue {
        final String raw;

        JsonNumber(String raw) { this.raw = raw; }

        boolean isNumber() { return true; }

        double asDouble() { return Double.parseDouble(raw); }

        void write(StringBuilder sb, int indent) { sb.append(raw); }
    }

    static final class JsonString extends JsonValue {
        final String value;

        JsonString(String v) { value = v; }

        void write(StringBuilder sb, int indent) {
            sb.append('"');
            for (int i = 0; i < value.length(); i++) {
                char c = value.charAt(i);
                switch (c) {
                    case '"': sb.append("\\\""); break;
                    case '\\': sb.append("\\\\"); break;
                    case '\n': sb.append("\\n"); break;
                    case '\t': sb.append("\\t"); break;
                    default:
                        if (c < 0x20 || c > 0x7e) sb.append(String.format("\\u%04x", (int) c));
                        else sb.append(c);
                }
            }
            sb.append('"');
        }
    }

    static final class JsonArray extends JsonValue {
        final List<JsonValue> values = new ArrayList<>();

        void write(StringBuilder sb, int indent) {
            sb.append('[');
            for (int i = 0; i < values.size(); i++) {
                if (i > 0) sb.append(',');
                newline(sb, indent + 1);
                values.get(i).write(sb, indent < 0 ? -1 : indent + 1);
            }
            if (!values.isEmpty()) newline(sb, indent);
            sb.append(']');
        }
    }

    static final class JsonObject extends JsonValue {
        final Map<String, JsonValue> members = new LinkedHashMap<>();

        void write(StringBuilder sb, int indent) {
            sb.append('{');
            boolean first = true;
            for (Map.Entry<String, JsonValue> e : members.entrySet()) {
                if (!first) sb.append(',');
                first = false;
                newline(sb, indent + 1);
                new JsonString(e.getKey()).write(sb, 0);
                sb.append(indent < 0 ? ":" : ": ");
                e.getValue().write(sb, indent < 0 ? -1 : indent + 1);
            }
            if (!members.isEmpty()) newline(sb, indent);
            sb.append('}');
        }
    }

    static void newline(StringBuilder sb, int indent) {
        if (indent < 0) return;
        sb.append('\n');
        for (int i = 0; i < indent; i++) sb.append("  ");
    }

    static final class ParseError extends RuntimeException {
        final int offset;

        ParseError(String msg, int offset) {
            super(msg + " at " + offset);
            this.offset = offset;
        }
    }

    static final class Parser {
        final String in;
        int pos;

        Parser(String in) { this.in = in; }

        JsonValue parse() {
            JsonValue v = value();
            skipWs();
            if (pos < in.length()) throw new ParseError("Unexpected character '" + in.charAt(pos) + "'", pos);
            return v;
        }

        void skipWs() {
            while (pos < in.length() && Character.isWhitespace(in.charAt(pos))) pos++;
        }

        char peek() {
            if (pos >= in.length()) throw new ParseError("Unexpected end of input", pos);
            return in.charAt(pos);
        }

        void expect(char c) {
            if (peek() != c) throw new ParseError("Expected '" + c + "'", pos);
            pos++;
        }

        JsonValue value() {
            skipWs();
            char c = peek();
            switch (c) {
                case '{': return object();
                case '[': return array();
                case '"': return new JsonString(string());
                case 't': return literal("true", JsonLiteral.TRUE);
                case 'f': return literal("false", JsonLiteral.FALSE);
                case 'n': return literal("null", JsonLiteral.NULL);
                default:
                    if (c == '-' || Character.isDigit(c)) return number();
                    throw new ParseError("Expected value", pos);
            }
        }

        JsonValue literal(String word, JsonValue v) {
            if (!in.startsWith(word, pos)) throw new ParseError("Expected '" + word + "'", pos);
            pos += word.length();
            return v;
        }

        JsonObject object() {
            expect('{');
            JsonObject o = new JsonObject();
            skipWs();
            if (peek() == '}') { pos++; return o; }
            do {
                skipWs();
                String k = string();
                skipWs();
                expect(':');
                o.members.put(k, value());
                skipWs();
            } while (peek() == ',' && ++pos > 0);
            expect('}');
            return o;
        }

        JsonArray array() {
            expect('[');
            JsonArray a = new JsonArray();
            skipWs();
            if (peek() == ']') { pos++; return a; }
            do {
                a.values.add(value());
                skipWs();
            } while (peek() == ',' && ++pos > 0);
            expect(']');
            return a;
        }

        String string() {
            expect('"');
            StringBuilder sb = new StringBuilder();
            while (true) {
                char c = peek();
                pos++;
                if (c == '"') return sb.toString();
                if (c != '\\') { sb.append(c); continue; }
                char e = peek();
                pos++;
                switch (e) {
                    case 'n': sb.append('\n'); break;
                    case 't': sb.append('\t'); break;
                    case 'r': sb.append('\r'); break;
                    case 'b': sb.append('\b'); break;
                    case 'f': sb.append('\f'); break;
                    case 'u':
                        sb.append((char) Integer.parseInt(in.substring(pos, pos + 4), 16));
                        pos += 4;
                        break;
                    default: sb.append(e);
                }
            }
        }

        JsonNumber number() {
            int start = pos;
            if (peek() == '-') pos++;
            while (pos < in.length() && "0123456789.eE+-".indexOf(in.charAt(pos)) >= 0) pos++;
            return new JsonNumber(in.substring(start, pos));
        }
    }

    static double sum(JsonValue v) {
        if (v instanceof JsonNumber) return ((JsonNumber) v).asDouble();
        double s = 0;
        if (v instanceof JsonArray) for (JsonValue x : ((JsonArray) v).values) s += sum(x);
        if (v instanceof JsonObject) for (JsonValue x : ((JsonObject) v).members.values()) s += sum(x);
        return s;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader r = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
        StringBuilder doc = new StringBuilder();
        for (String line = r.readLine(); line != null; line = r.readLine()) doc.append(line).append('\n');
        int rounds = Integer.parseInt(args[0]);
        JsonValue v = null;
        int members = 0;
        for (int i = 0; i < rounds; i++) {
            v = new Parser(doc.toString()).parse();
            members += ((JsonObject) v).members.size();
        }
        System.out.println("members " + members);
        StringBuilder pretty = new StringBuilder();
        v.write(pretty, 0);
        System.out.println(pretty);
        System.out.println(v);
        System.out.printf("sum=%.4f compact=%d%n", sum(v), v.toString().length());
        String[] bad = {"{\"a\":}", "[1,2", "tru", "{\"k\" 1}", "[1] x", ""};
        for (String b : bad) {
            try {
                new Parser(b).parse();
            } catch (ParseError e) {
                System.out.println(e.getMessage() + " (" + e.offset + ")");
            }
        }
        for (String num : new String[] {"1e400", "-0", "12345678901234567890", "0.1", "3.0E-5"}) {
            System.out.println(num + " -> " + Double.parseDouble(num) + " " + (long) Double.parseDouble(num));
        }
        try {
            System.out.println(Long.parseLong("12345678901234567890"));
        } catch (NumberFormatException e) {
            System.out.println(e);
        }
    }
}
