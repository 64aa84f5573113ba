// This file exports what the instructions table promises about its operand columns, for
// the readers that check it (ingest).

package trace

// OperandKinds says which operand columns of the instructions table an instruction with
// opcode op fills: local_index, operand and cp_index (the others are null).
func OperandKinds(op byte) (local, value, cp bool) { return operandKinds(op) }
