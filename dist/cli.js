#!/usr/bin/env node
// The agent-chaos command: the bundled CLI lives in dist/cli/.
import './cli/index.js';
