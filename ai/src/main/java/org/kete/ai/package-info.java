package org.kete.ai;
