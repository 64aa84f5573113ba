// Writes JDK 17's Character.getType, toUpperCase and toLowerCase for every code point as runs,
// so that crossprof's Character natives answer exactly as HotSpot does (Go's unicode tables are
// a newer Unicode version). Rebuild with `just unicode` (javac --release 8; run on JDK 17).
// Output: chartable.bin, a sequence of big-endian records (start u32, type u8, upper delta s32,
// lower delta s32), one per run of code points with the same type and case deltas.

import java.io.DataOutputStream;
import java.io.FileOutputStream;
import java.io.IOException;

public class GenCharTable {
    public static void main(String[] args) throws IOException {
        DataOutputStream out = new DataOutputStream(new FileOutputStream(args[0]));
        int prevType = -1, prevUp = 0, prevLow = 0, runs = 0;
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            int type = Character.getType(cp);
            int up = Character.toUpperCase(cp) - cp;
            int low = Character.toLowerCase(cp) - cp;
            if (cp == 0 || type != prevType || up != prevUp || low != prevLow) {
                out.writeInt(cp);
                out.writeByte(type);
                out.writeInt(up);
                out.writeInt(low);
                prevType = type;
                prevUp = up;
                prevLow = low;
                runs++;
            }
        }
        out.close();
        System.out.println(runs + " runs");
    }
}
