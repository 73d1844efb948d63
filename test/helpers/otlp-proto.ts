// Encoders and decoders for OTLP/protobuf messages, built with protobufjs' full library from the
// descriptor the reader uses (the product needs only protobufjs' minimal reader).
import protobuf from 'protobufjs';
import { descriptor } from '../../src/trace/otlp-proto.js';

const root = protobuf.Root.fromJSON(descriptor);
export const ExportTraceServiceRequest = root.lookupType('ExportTraceServiceRequest');
export const ExportTraceServiceResponse = root.lookupType('ExportTraceServiceResponse');
