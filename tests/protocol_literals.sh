#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Each protocol limit and value set is written once, in core/rules/protocol.h: this
# fails when one of their values appears as a literal anywhere else in the code
# (comments aside). Usage: protocol_literals.sh SOURCE_DIR
root=${1:-.}
cd "$root" || exit 2
hits=$(grep -rnE '\b(50000|52428800|10485760|2048|28800)\b|"(always|hourly|daily|weekly|monthly|yearly|never)"' \
    core cli ui app --include='*.cpp' --include='*.h' |
    grep -v '^core/rules/protocol\.h:' |
    grep -vE '^[^:]+:[0-9]+:[[:space:]]*//')
if [ -n "$hits" ]; then
    echo "protocol limits or value sets written outside core/rules/protocol.h:"
    echo "$hits"
    exit 1
fi
echo "no protocol literal outside core/rules/protocol.h"
